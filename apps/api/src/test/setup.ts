// Setup of every API test file: on PostgreSQL, record the statements the server runs.
import { recordStatements } from './statement-log.ts';

recordStatements();
