'use client';

import { useMemo } from 'react';
import { Select } from '@/components/ui/select';

/** Every IANA zone the browser knows, with the organization's and the browser's first. */
export function TimeZoneSelect({ value, onChange, organizationZone, browserZone }: { value: string; onChange: (zone: string) => void; organizationZone: string | null; browserZone: string | null }) {
  const zones = useMemo(() => {
    const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    const pinned = [organizationZone, browserZone, 'UTC'].filter((z, i, list): z is string => !!z && list.indexOf(z) === i);
    const rest = all.filter((z) => !pinned.includes(z));
    if (!pinned.includes(value) && !rest.includes(value)) rest.unshift(value);
    return { pinned, rest };
  }, [organizationZone, browserZone, value]);

  const label = (zone: string) => (zone === organizationZone ? `${zone} (org)` : zone === browserZone ? `${zone} (browser)` : zone);
  return (
    <Select aria-label="Display time zone" value={value} onChange={(e) => onChange(e.target.value)} className="w-60">
      <optgroup label="Suggested">
        {zones.pinned.map((z) => (
          <option key={z} value={z}>
            {label(z)}
          </option>
        ))}
      </optgroup>
      <optgroup label="All time zones">
        {zones.rest.map((z) => (
          <option key={z} value={z}>
            {z}
          </option>
        ))}
      </optgroup>
    </Select>
  );
}
