// Types of prime-theme.mjs, a build-time script run as plain JavaScript.
export const OUTPUT: string;
export function usedModules(): string[];
export function drawnClasses(modules?: string[]): (name: string) => boolean;
export function themeClasses(css: string): Set<string>;
export function themeSubset(isDrawn?: (name: string) => boolean): string;
export const THEME: string;
