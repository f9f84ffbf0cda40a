// What other modules may use of the first minute's draw (decision 072): entering it from a
// booking or the waitlist, the payment's refusal, the draw before first-come, the worker.
export { type DrawEntered, enterDrawIfDrawing, refuseInDraw } from './draw-entry.ts';
export { drawIfDue, drawLockedDinner, runDueDraws } from './draw-runner.ts';
export { drawRoutes } from './routes.ts';
