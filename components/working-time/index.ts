// The working-time rules' UI: the question a refused write asks.
export { askRefusedWrite } from './ask-refused-write';
