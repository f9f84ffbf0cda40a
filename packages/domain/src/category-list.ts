// The category names alone, without their schema: the listing needs them before any zod loads.

/** The 14 event categories of spec section 9, in the spec's order. An event carries one. */
export const EVENT_CATEGORIES = [
  'Ancient Civilizations',
  'World History',
  'Art History',
  'Military History',
  'Cultural Heritage',
  'Historical Innovation',
  'Modern History',
  'Archaeological Finds',
  'Historical Literature',
  'Historical Politics',
  'Tech & Innovation',
  'Personal Development',
  'Social Impact',
  'Leadership',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export function isEventCategory(value: string): value is EventCategory {
  return (EVENT_CATEGORIES as readonly string[]).includes(value);
}
