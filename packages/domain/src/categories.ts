import { z } from 'zod';
import { EVENT_CATEGORIES } from './category-list.ts';

export const eventCategorySchema = z.enum(EVENT_CATEGORIES);
