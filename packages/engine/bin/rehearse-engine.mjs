#!/usr/bin/env node
// The engine is TypeScript source (no build step): register tsx, then run the CLI.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
