// Writes the documents of the example scenarios (docs/examples/): the simulated site, and the same with an alert mail.
import { writeFileSync } from 'node:fs';
import { simulatedSiteExamples } from '../test/fixtures/simulated-site-examples';

const { site, nightAlert } = simulatedSiteExamples();
writeFileSync(new URL('../docs/examples/simulated-site.xml', import.meta.url), site);
writeFileSync(new URL('../docs/examples/simulated-site-door-mail.xml', import.meta.url), nightAlert);
