export const ROOT: string;
export const API_DIR: string;
export const WEB_DIR: string;
export const E2E_DIR: string;
export const SERVER_JS: string;
export const LEAN_START_UP_JS: string;
export function binPath(pkg: string, bin?: string, fromDir?: string): string;
export function requireFromApi(pkg: string): unknown;
