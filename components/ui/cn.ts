type ClassValue = string | number | bigint | boolean | null | undefined | ClassValue[];

/**
 * Joins class names, skipping falsy values and `true`. It does not resolve conflicts: when a
 * caller's class must beat a component's default for the same property, use Tailwind's `!` suffix.
 */
export function cn(...values: ClassValue[]): string {
  const out: string[] = [];
  for (const value of values) {
    if (value === null || value === undefined || typeof value === 'boolean' || value === '') continue;
    if (Array.isArray(value)) {
      const nested = cn(...value);
      if (nested) out.push(nested);
    } else {
      out.push(String(value));
    }
  }
  return out.join(' ');
}
