// What other modules may use of the first minute's draw (decision 072): entering it from a
// booking or the waitlist, the payment's refusal, the draw before first-come, the worker.
export {
  type DrawEntered,
  drawIfDue,
  drawLockedDinner,
  enterDrawIfDrawing,
  refuseInDraw,
  runDueDraws,
} from './draw-service.ts';
export { drawRoutes } from './routes.ts';
