// Table mode reads it without the attendance schemas (decision 070).

/** Hours after a dinner ends during which its host may mark no-shows. */
export const NO_SHOW_WINDOW_HOURS = 24;
