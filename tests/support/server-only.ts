// Vitest runs outside React's server condition; the real fence is exercised by the build.
export {};
