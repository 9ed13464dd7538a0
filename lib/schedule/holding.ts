/**
 * The statuses in which a person holds a place on an item: what a copy or a template takes along
 * and what a draft's slot counts. (Open shifts count a replacement asked for too: open-shifts.ts.)
 */
export const HOLDING = new Set(['ASSIGNED', 'ACCEPTED']);
