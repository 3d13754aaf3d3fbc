import { createHash } from 'node:crypto';
import type { Sha256 } from '../../domain/audit/audit-chain';

/** SHA-256 of a text's UTF-8 bytes, hex (the audit chain's hash). */
export const nodeSha256: Sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');
