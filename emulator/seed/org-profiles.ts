// What each seeded organization is like: its name and zone (only /_control/ shows them; they are
// not part of the interface), job titles, shift patterns in local time, meetings and channels.

export interface ShiftPattern {
  name: string;
  hour: number;
  minute: number;
  hours: number;
  /** How many people the shift usually has. */
  crew: [number, number];
  weekends: boolean;
}

export interface OrgProfile {
  name: string;
  timeZone: string;
  managerTitle: string;
  titles: string[];
  shifts: ShiftPattern[];
  meetings: string[];
  channels: string[];
  notes: string[];
}

export const DEMO_ORGS: OrgProfile[] = [
  {
    name: 'Harbour Café',
    timeZone: 'Europe/London',
    managerTitle: 'Café Manager',
    titles: ['Barista', 'Senior Barista', 'Shift Lead', 'Kitchen Porter', 'Line Cook', 'Front of House'],
    shifts: [
      { name: 'Opening', hour: 6, minute: 30, hours: 8, crew: [1, 3], weekends: true },
      { name: 'Lunch rush', hour: 11, minute: 0, hours: 6, crew: [1, 2], weekends: false },
      { name: 'Closing', hour: 14, minute: 0, hours: 8, crew: [1, 2], weekends: true },
    ],
    meetings: ['Weekly team huddle', 'Menu tasting', 'Barista training', 'Stock planning'],
    channels: ['Front of house', 'Kitchen'],
    notes: ['Delivery expected at 7:00, check the milk order', 'Oat milk stock is low', 'Card machine 2 is being replaced', 'Deep clean of the espresso machine'],
  },
  {
    name: 'Northside Clinic',
    timeZone: 'America/New_York',
    managerTitle: 'Clinic Manager',
    titles: ['Registered Nurse', 'Nurse Practitioner', 'Medical Assistant', 'Receptionist', 'Physician', 'Lab Technician'],
    shifts: [
      { name: 'Day ward', hour: 7, minute: 0, hours: 12, crew: [1, 3], weekends: true },
      { name: 'Front desk', hour: 8, minute: 0, hours: 8, crew: [1, 1], weekends: false },
      { name: 'Night ward', hour: 19, minute: 0, hours: 12, crew: [1, 2], weekends: true },
    ],
    meetings: ['Clinical handover review', 'Infection control briefing', 'Monthly staff meeting', 'CPR refresher'],
    channels: ['Nursing', 'Reception'],
    notes: ['Flu clinic in room 3', 'New patient intake forms in use', 'Pharmacy closes early today', 'Fire drill at 10:00'],
  },
  {
    name: 'Central Warehouse',
    timeZone: 'Europe/Berlin',
    managerTitle: 'Warehouse Manager',
    titles: ['Picker', 'Packer', 'Forklift Operator', 'Team Lead', 'Inventory Clerk', 'Dispatch Coordinator'],
    shifts: [
      { name: 'Early', hour: 6, minute: 0, hours: 8, crew: [2, 3], weekends: true },
      { name: 'Late', hour: 14, minute: 0, hours: 8, crew: [1, 3], weekends: true },
      { name: 'Night', hour: 22, minute: 0, hours: 8, crew: [1, 2], weekends: false },
    ],
    meetings: ['Safety briefing', 'Inventory planning', 'Forklift certification', 'Shift leads sync'],
    channels: ['Loading dock', 'Night team'],
    notes: ['Truck from Hamburg arrives at 09:30', 'Aisle 12 closed for racking repairs', 'Bring high-vis vests', 'Quarterly stock count'],
  },
];

export const LARGE_ORG: OrgProfile = {
  name: 'Metro Logistics Hub',
  timeZone: 'Europe/Berlin',
  managerTitle: 'Site Manager',
  titles: ['Picker', 'Packer', 'Forklift Operator', 'Team Lead', 'Driver', 'Inventory Clerk', 'Dispatch Coordinator', 'Loader'],
  shifts: [
    { name: 'Early', hour: 6, minute: 0, hours: 8, crew: [1, 3], weekends: true },
    { name: 'Day', hour: 9, minute: 0, hours: 8, crew: [1, 3], weekends: true },
    { name: 'Late', hour: 14, minute: 0, hours: 8, crew: [1, 3], weekends: true },
    { name: 'Night', hour: 22, minute: 0, hours: 8, crew: [1, 2], weekends: true },
  ],
  meetings: ['Safety briefing', 'Shift leads sync', 'Route planning'],
  channels: ['Drivers', 'Dock'],
  notes: ['Bring high-vis vests', 'Dock 4 closed'],
};

export const ENTERPRISE_NAME = 'Meridian Services Group';
export const TIME_OFF_NAMES = ['Annual leave', 'Sick leave', 'Personal day', 'Medical appointment', 'Family event'];

/**
 * A second enterprise the demo token also reads, which demo mode does NOT configure: the target
 * the dashboard's scope guard is tested against (GET /_control/seed lists it as `otherEnterprise`).
 */
export const OTHER_ENTERPRISE_NAME = 'Lakeside Hotels';
export const OTHER_ORG: OrgProfile = {
  name: 'Lakeside Front Desk',
  timeZone: 'Europe/Dublin',
  managerTitle: 'Front Office Manager',
  titles: ['Receptionist', 'Night Auditor', 'Concierge', 'Porter'],
  shifts: [
    { name: 'Morning desk', hour: 7, minute: 0, hours: 8, crew: [1, 2], weekends: true },
    { name: 'Night audit', hour: 23, minute: 0, hours: 8, crew: [1, 1], weekends: true },
  ],
  meetings: ['Guest feedback review'],
  channels: ['Front office'],
  notes: ['Late check-in for group booking'],
};
