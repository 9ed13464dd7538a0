import { invalid, type Issue } from '../http/api-error';
import type { CardTemplate } from '../state/types';

// The spec says card content is "key-value pairs" in a string and does not show the keys. The
// emulator's choice (docs/decisions/spec-readings.md): `content` is a string holding a JSON object whose values
// are strings, whose keys are among the template's declared keys, with the required keys present
// and not blank.

export function parseCardContent(template: CardTemplate, content: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw invalid('Card content is not valid JSON', [{ path: 'content', message: 'Must be a JSON object of string values, as a string' }]);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalid('Card content must be a JSON object', [{ path: 'content', message: 'Must be a JSON object of string values' }]);
  }
  const entries = Object.entries(parsed as Record<string, unknown>);
  const declared = new Map(template.keys.map((k) => [k.key, k]));
  const issues: Issue[] = [];
  for (const [key, value] of entries) {
    if (!declared.has(key)) {
      issues.push({ path: `content.${key}`, message: `Unknown key for template ${template.id}; allowed: ${template.keys.map((k) => k.key).join(', ')}` });
    } else if (typeof value !== 'string') {
      issues.push({ path: `content.${key}`, message: 'Must be a string' });
    }
  }
  const values = Object.fromEntries(entries) as Record<string, unknown>;
  for (const key of template.keys) {
    const value = values[key.key];
    if (key.required && (typeof value !== 'string' || value.trim() === '')) {
      issues.push({ path: `content.${key.key}`, message: `${key.label} is required` });
    }
  }
  if (issues.length > 0) throw invalid('Invalid card content', issues);
  return values as Record<string, string>;
}
