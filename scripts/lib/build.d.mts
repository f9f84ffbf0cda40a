export function ensureBuilt(options?: {
  force?: boolean;
  log?: (line: string) => void;
}): Promise<string[]>;
