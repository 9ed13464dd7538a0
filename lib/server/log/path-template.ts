import 'server-only';

/** `/organizations/7000000000000000002/schedule` -> `/organizations/{id}/schedule`: log lines group by endpoint and carry no ids. */
export function pathTemplate(path: string): string {
  return path.replace(/\/\d{1,19}(?=\/|$)/g, '/{id}');
}
