import type { Plugin } from 'vite';

export declare const eagerCompileEntry: () => Plugin;
