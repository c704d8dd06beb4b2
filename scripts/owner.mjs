#!/usr/bin/env node
// `npm run owner -- invite|list|remove`: the operator's owner accounts (docs/operations.md), on the
// database the site uses (DATABASE_PATH from the environment or the project's .env files). Runs
// the owner.mjs that `npm run build` put in the standalone output, the same file the Docker image has.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadProjectEnv, projectDatabasePath, standaloneDir } from './project.mjs';

loadProjectEnv();
process.env.DATABASE_PATH = projectDatabasePath();
await import(pathToFileURL(path.join(standaloneDir('owner.mjs'), 'owner.mjs')).href);
