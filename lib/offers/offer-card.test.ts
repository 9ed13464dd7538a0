import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { offerCard, offerCardLine } from './offer-card';

const at = (wall: string, zone: string) => Temporal.ZonedDateTime.from(`${wall}[${zone}]`).epochMilliseconds;

describe('offerCard', () => {
  it('names the day and hours in the organization’s zone and the organization', () => {
    const shift = { start: at('2026-12-12T09:00', 'Europe/London'), end: at('2026-12-12T17:00', 'Europe/London') };
    expect(offerCard(shift, 'Europe/London', 'Harbour Café', 'h23')).toEqual({ title: 'Open shift: Sat 12 Dec 09:00–17:00, Harbour Café', body: 'Answer in the app.' });
    // The same instant seen from Auckland is the evening of that Saturday.
    expect(offerCard(shift, 'Pacific/Auckland', 'Harbour Café', 'h23').title).toBe('Open shift: Sat 12 Dec 22:00–06:00 next day, Harbour Café');
    expect(offerCardLine(offerCard(shift, 'Europe/London', 'Harbour Café', 'h12'))).toBe('Open shift: Sat 12 Dec 9:00 AM–5:00 PM, Harbour Café. Answer in the app.');
  });
});
