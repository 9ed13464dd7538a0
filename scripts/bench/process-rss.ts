import { readdirSync, readFileSync } from 'node:fs';
import { median } from '@/test/support/stats';

// Resident memory of a process group (Linux /proc): `next start` and every worker it forks run in
// the group the benchmark's servers.ts gives them. Summed RSS counts shared pages once per
// process, so it is an upper bound of what the group really holds.

/** Fields after the command name (in parentheses, may hold spaces): state ppid pgrp ... utime stime; null once exited. */
function statFields(pid: string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

const groupPids = (groupId: number) => readdirSync('/proc').filter((pid) => /^\d+$/.test(pid) && Number(statFields(pid)?.[2]) === groupId);

function rssBytes(pid: string): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export function groupRssBytes(groupId: number): number {
  return groupPids(groupId).reduce((total, pid) => total + rssBytes(pid), 0);
}

/** CPU seconds (user + system) the group's live processes have used so far. */
const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux Node runs on
function groupCpuSeconds(groupId: number): number {
  return groupPids(groupId).reduce((total, pid) => {
    const fields = statFields(pid);
    return total + (fields ? (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND : 0);
  }, 0);
}

/** RSS samples' median and peak, and the CPU seconds the group used meanwhile (a figure the machine's noise moves less than latency). */
export type RssSummary = { samples: number; medianBytes: number; peakBytes: number; cpuSeconds: number };

/** Samples the group's RSS every `everyMs` until stopped; `stop` gives median and peak. */
export function sampleGroupRss(groupId: number, everyMs = 1_000): { stop: () => RssSummary } {
  const samples = [groupRssBytes(groupId)];
  const cpuAtStart = groupCpuSeconds(groupId);
  const timer = setInterval(() => samples.push(groupRssBytes(groupId)), everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      samples.push(groupRssBytes(groupId));
      return { samples: samples.length, medianBytes: median(samples), peakBytes: Math.max(...samples), cpuSeconds: groupCpuSeconds(groupId) - cpuAtStart };
    },
  };
}

export const mib = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`;
