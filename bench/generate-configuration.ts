// Writes a generated configuration of about SIZE MB, signed with the default salt:
//   node --import tsx bench/generate-configuration.ts OUT.xml [SIZE_MB=24]
// e.g. a 200 MB site (17,000 devices, 84,000 gates) for `vigil config check`.
import { writeFileSync } from 'node:fs';
import { generateConfiguration, siteOfSize } from './configuration-generator';

const [out, size = '24'] = process.argv.slice(2);
if (!out) {
  process.stderr.write('usage: node --import tsx bench/generate-configuration.ts OUT.xml [SIZE_MB]\n');
  process.exit(2);
}
const { devices, gates } = siteOfSize(Number(size));
const text = generateConfiguration(devices, gates);
writeFileSync(out, text, 'utf8');
process.stdout.write(`${out}: ${(Buffer.byteLength(text, 'utf8') / 1024 / 1024).toFixed(1)} MB, ${devices} devices, ${gates} gates\n`);
