import { z } from 'zod';
import type { EventCategory } from './category-list.ts';
import { boundedText } from './text.ts';

/**
 * Conversation prompts (decision 066): the questions a host asks the table, one at a time, with
 * an optional round timer. A set per category ships with the product; a host saves their own.
 */
export const PROMPT_MAX = 300;
export const PROMPTS_MIN = 1;
export const PROMPTS_MAX = 20;
export const ROUND_MINUTES_MIN = 1;
export const ROUND_MINUTES_MAX = 30;

export const PROMPTS_MESSAGES = {
  empty: 'Write the prompt, or remove it',
  tooLong: `A prompt is at most ${PROMPT_MAX} characters`,
  tooFew: 'Keep at least one prompt',
  tooMany: `At most ${PROMPTS_MAX} prompts`,
  roundMinutes: `A round lasts ${ROUND_MINUTES_MIN} to ${ROUND_MINUTES_MAX} minutes`,
  NOT_YOUR_EVENT: 'Only the host of this event or an admin can see its prompts.',
  CHANGE_NOT_YOURS: 'Only the host of this event can change its prompts.',
} as const;

/** The sets that ship: warm, specific, open questions, 6 to 10 per category. */
export const CONVERSATION_PROMPTS: Record<EventCategory, readonly string[]> = {
  'Ancient Civilizations': [
    'If you could spend one ordinary day in an ancient city, which one, and what would you do first?',
    'Which invention of the ancient world do you still use without thinking about it?',
    'What do you imagine a family dinner sounded like three thousand years ago?',
    'Which ruin or museum piece has stopped you in your tracks, and why?',
    'What would an ancient visitor find strangest about this table tonight?',
    'Which story from the ancient world did you first hear as a child, and who told it to you?',
  ],
  'World History': [
    'Which moment in history would you most like to have witnessed from the back of the room?',
    'What is a piece of history from your family that never made it into a textbook?',
    'Which historical figure would you invite to this table, and what would you ask them first?',
    'Which turning point do you think people at the time completely missed?',
    'What did you learn about history from travelling that school never taught you?',
    'If a historian studied our decade, what do you hope they would get right?',
  ],
  'Art History': [
    'Which painting, building or object have you gone back to see more than once?',
    'What artwork did you dislike at first and later come to love?',
    'If you could sit in any artist’s studio for an afternoon, whose would it be?',
    'What piece of art hangs in your home, and what is the story behind it?',
    'Which artist do you think deserves far more attention than they get?',
    'When did a work of art last change how you saw something ordinary?',
  ],
  'Military History': [
    'Which story of courage from wartime has stayed with you, and why?',
    'How did war shape your family’s story, a generation or two back?',
    'Which decision in a conflict do you think about when you face hard choices yourself?',
    'What do you think ordinary soldiers talked about around the fire at night?',
    'Which peace, truce or reconciliation do you find most remarkable?',
    'What should we remember about a war that monuments tend to leave out?',
  ],
  'Cultural Heritage': [
    'Which tradition from your childhood do you still keep, and which have you let go?',
    'What dish tastes like home to you, and who made it best?',
    'Which word from another language do you wish English had?',
    'What is a custom from somewhere you have lived that you brought back with you?',
    'Which object in your home has been passed down, and what does it carry?',
    'What tradition would you start, if you could make one that lasts a hundred years?',
  ],
  'Historical Innovation': [
    'Which invention changed your grandparents’ lives the most, and how?',
    'What everyday object would you most like to know the origin story of?',
    'Which inventor would you like to ask how they felt the day it finally worked?',
    'What idea was laughed at in its time and turned out to be right?',
    'Which invention do you think the world would have been better off without?',
    'What problem in your own life do you wish someone would invent a fix for?',
  ],
  'Modern History': [
    'Where were you when you realised the world had just changed?',
    'Which event in your lifetime do you think will fill history books a century from now?',
    'What did your parents find normal that already seems like history to you?',
    'Which news story from your childhood do you remember most vividly?',
    'What changed in your town or neighbourhood in your lifetime, for better or worse?',
    'What from today would you put in a time capsule for 2100?',
  ],
  'Archaeological Finds': [
    'If you could dig in one place on Earth, where would it be and what would you hope to find?',
    'Which discovery do you think most changed what we know about ordinary people’s lives?',
    'What would an archaeologist a thousand years from now make of your kitchen?',
    'Have you ever found something old by chance, and what did you do with it?',
    'Which mystery of the past do you most want solved in your lifetime?',
    'Should finds stay where they were found or travel to museums? What do you think?',
  ],
  'Historical Literature': [
    'Which book took you to another century so completely that you forgot where you were?',
    'What old book did you read too young and understand only later?',
    'Which character from the past would you like to have as a friend?',
    'Which letter, diary or memoir from history has moved you most?',
    'What book would you hand to someone who says history is boring?',
    'Which line from an old book has stuck with you for years?',
  ],
  'Historical Politics': [
    'Which leader from history would you like to have questioned face to face?',
    'What political speech, old or new, has actually changed your mind about something?',
    'Which right we take for granted was hardest won, in your view?',
    'When have you seen ordinary people change the course of events?',
    'What idea from the past do you think deserves a second chance today?',
    'How did the politics of your childhood home shape the way you see the world?',
  ],
  'Tech & Innovation': [
    'Which piece of technology has changed your daily life the most in the last ten years?',
    'What technology do you hope your children never need?',
    'What is something you still do the old-fashioned way, on purpose?',
    'Which prediction about the future did you believe as a child, and did it come true?',
    'If you could un-invent one app or gadget, which would it be?',
    'What would you build if time and money were no object?',
  ],
  'Personal Development': [
    'What is something you changed your mind about in the last year?',
    'Which piece of advice did you ignore and later wish you had taken?',
    'What small habit has made the biggest difference to your life?',
    'Who taught you something important without meaning to?',
    'What are you learning right now, and what made you start?',
    'What would you tell yourself ten years ago over dinner?',
    'What does a good day look like for you these days?',
  ],
  'Social Impact': [
    'Which cause did you come to care about through a person rather than a headline?',
    'What small act of kindness from a stranger do you still remember?',
    'Which change in your community are you proudest of, big or small?',
    'Who in your neighbourhood quietly makes things better for everyone?',
    'What problem would you solve tomorrow if you could solve just one?',
    'Where have you seen people disagree and still work together well?',
  ],
  Leadership: [
    'Who is the best leader you have worked with, and what did they do that others did not?',
    'When did you lead without having the title?',
    'What is the hardest decision you have had to make for a group?',
    'Which mistake taught you the most about leading people?',
    'How do you know when to step forward and when to step back?',
    'Which leader from history would you most like to shadow for a week?',
  ],
};

/** The set a dinner starts from: its category's, or the first category's if it has none. */
export function suggestedPrompts(category: string | null | undefined): string[] {
  const set = (CONVERSATION_PROMPTS as Record<string, readonly string[]>)[category ?? ''];
  return [...(set ?? CONVERSATION_PROMPTS['Personal Development'])];
}

const promptSchema = boundedText(PROMPT_MAX, PROMPTS_MESSAGES.tooLong)
  .trim()
  .min(1, PROMPTS_MESSAGES.empty);

/** PUT /api/events/{id}/prompts: the whole ordered list replaces what was saved. */
export const eventPromptsUpdateSchema = z
  .object({
    prompts: z
      .array(promptSchema)
      .min(PROMPTS_MIN, PROMPTS_MESSAGES.tooFew)
      .max(PROMPTS_MAX, PROMPTS_MESSAGES.tooMany),
    roundMinutes: z
      .number()
      .int(PROMPTS_MESSAGES.roundMinutes)
      .min(ROUND_MINUTES_MIN, PROMPTS_MESSAGES.roundMinutes)
      .max(ROUND_MINUTES_MAX, PROMPTS_MESSAGES.roundMinutes)
      .nullable(),
  })
  .strict();
export type EventPromptsUpdate = z.infer<typeof eventPromptsUpdateSchema>;

/** GET (and PUT) /api/events/{id}/prompts: for the dinner's host and admins. */
export const eventPromptsSchema = z.object({
  eventId: z.number().int(),
  prompts: z.array(z.string()),
  roundMinutes: z.number().int().nullable(),
  /** False while the host has saved none: the prompts are the category's suggestion. */
  saved: z.boolean(),
});
export type EventPrompts = z.infer<typeof eventPromptsSchema>;

/** Moves one prompt up (-1) or down (+1); the list as it was at either end. */
export function movePrompt<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  const next = [...list];
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return next;
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}
