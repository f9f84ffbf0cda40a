import { z } from 'zod';
import { pathId } from './text.ts';

/** A followed host as GET /api/follows lists it (spec section 3, Follow). */
export const followedHostSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profileImage: z.string().nullable(),
  bio: z.string().nullable(),
  isHost: z.boolean(),
  isVerifiedHost: z.boolean(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
});

export const followSchema = z.object({ host: followedHostSchema });
export type Follow = z.infer<typeof followSchema>;

export const followsResponseSchema = z.array(followSchema);

/** POST and DELETE /api/follows/:hostId */
export const followChangeResponseSchema = z.object({
  hostId: z.number().int(),
  following: z.boolean(),
});
export type FollowChangeResponse = z.infer<typeof followChangeResponseSchema>;

export const FOLLOW_MESSAGES = {
  notAHost: 'Only hosts can be followed',
  yourself: 'You cannot follow yourself',
  hostNotFound: 'User not found',
} as const;

/** The `:hostId` of /api/follows/:hostId. */
export const followParamsSchema = z.object({ hostId: pathId('Invalid host id') });
