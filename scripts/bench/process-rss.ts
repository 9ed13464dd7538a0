import { readdirSync, readFileSync } from 'node:fs';
import { median } from './stats';

// Resident memory of a process group (Linux /proc): `next start` and every worker it forks run in
// the group the benchmark's servers.ts gives them. Summed RSS counts shared pages once per
// process, so it is an upper bound of what the group really holds.

function groupOf(pid: string): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: state ppid pgrp ...
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[2]);
  } catch {
    return null; // exited meanwhile
  }
}

function rssBytes(pid: string): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export function groupRssBytes(groupId: number): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) if (/^\d+$/.test(pid) && groupOf(pid) === groupId) total += rssBytes(pid);
  return total;
}

export type RssSummary = { samples: number; medianBytes: number; peakBytes: number };

/** Samples the group's RSS every `everyMs` until stopped; `stop` gives median and peak. */
export function sampleGroupRss(groupId: number, everyMs = 1_000): { stop: () => RssSummary } {
  const samples = [groupRssBytes(groupId)];
  const timer = setInterval(() => samples.push(groupRssBytes(groupId)), everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      samples.push(groupRssBytes(groupId));
      return { samples: samples.length, medianBytes: median(samples), peakBytes: Math.max(...samples) };
    },
  };
}

export const mib = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`;
