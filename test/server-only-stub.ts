// Vitest runs server modules outside React Server Components, where `server-only` would throw.
export {};
