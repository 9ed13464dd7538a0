import 'server-only';

// Positions as the other features read them (the picker's ranking, offers, auto-fill's adapter).
export { copyItemPosition, itemPositionRow, itemPositionsOf, personPositionsOf, positionsOf, positionsRead } from './positions-store';
export { planningPositions, type PlanningPositions } from './planning-positions';
export { positionNeedOf } from './position-need';
export { answerHeldPositions, heldItemPositions, heldPositionsRoute } from './held-positions';
// Demo mode's start-up fill writes them directly (lib/auto-fill/server/demo-planning.ts).
export { addPeoplePositions, insertPosition, saveItemPosition, saveItemPositions, savePersonPositions } from './positions-store';
