#!/usr/bin/env node
// The operator CLI's installed entry point; the code is compiled to dist/ by `npm run build`.
import '../dist/cli.js';
