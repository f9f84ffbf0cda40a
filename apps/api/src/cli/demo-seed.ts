import type { AppDeps } from '../app-deps.ts';

export interface DemoLogin {
  role: string;
  username: string;
  password: string;
}

/** Seeds demo data into an empty database. Returns the demo logins, or null when data existed. */
export async function seedDemoIfEmpty(deps: AppDeps): Promise<{ logins: DemoLogin[] } | null> {
  void deps;
  return null;
}
