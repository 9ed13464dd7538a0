import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A newcomer follows the schedule's read from its route to the service with "go to definition":
// every hop must land on the code that runs (a function), never only on a type or an interface.

const root = process.cwd();
const parsed = ts.parseJsonConfigFileContent(ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, root);
const service = ts.createLanguageService({
  getScriptFileNames: () => parsed.fileNames,
  getScriptVersion: () => '1',
  getScriptSnapshot: (file) => (ts.sys.fileExists(file) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(file)!) : undefined),
  getCurrentDirectory: () => root,
  getCompilationSettings: () => parsed.options,
  getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
  fileExists: ts.sys.fileExists,
  readFile: ts.sys.readFile,
  readDirectory: ts.sys.readDirectory,
  directoryExists: ts.sys.directoryExists,
  getDirectories: ts.sys.getDirectories,
});

/** Where "go to definition" on the name ending `needle` in `file` lands: each target's file and line. */
function definitionsOf(file: string, needle: string): { file: string; line: string }[] {
  const absolute = path.join(root, file);
  const text = readFileSync(absolute, 'utf8');
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`${needle} is not in ${file}`);
  return (service.getDefinitionAtPosition(absolute, at + needle.length - 1) ?? []).map((d) => {
    const target = readFileSync(d.fileName, 'utf8');
    const line = target.slice(0, d.textSpan.start).split('\n').length;
    return { file: path.relative(root, d.fileName), line: target.split('\n')[line - 1]!.trim() };
  });
}

const landsOnFunction = (hops: { file: string; line: string }[]) => hops.some((hop) => !hop.file.endsWith('.d.ts') && /\bfunction\b|=>/.test(hop.line));

describe('go to definition, from the calendar route to the service call', () => {
  it('lands on code at every hop', () => {
    const route = 'app/api/organizations/[organizationId]/calendar-items/route.ts';
    const toAnswer = definitionsOf(route, 'readScheduleAnswer(');
    expect(landsOnFunction(toAnswer), JSON.stringify(toAnswer)).toBe(true);
    const toService = definitionsOf('lib/schedule/server/calendar-service.ts', 'services.upstream.readCalendarItems');
    expect(landsOnFunction(toService), JSON.stringify(toService)).toBe(true);
    expect(toService.map((hop) => hop.file)).toContain('lib/server/upstream/calendar/shared-calendar.ts');
  });
});
