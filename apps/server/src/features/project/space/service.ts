// Project space: re-exports the split modules so importers keep one entry point.
export { seoulDay } from './common.js';
export {
  listMilestones,
  createMilestone,
  updateMilestone,
  setMilestoneDone,
  deleteMilestone,
} from './milestones.js';
export {
  toTodo,
  oneTodo,
  memberTodo,
  listTodos,
  createTodo,
  updateTodo,
  deleteTodo,
} from './todos.js';
export { listHistory } from './history.js';
export { changePhase, changeStatus } from './phase.js';
export { dailySchedule, remainingTodos } from './schedule.js';
