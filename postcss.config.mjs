import { join } from 'node:path';

// Tailwind resolves app/globals.css's `@config '../tailwind.config.ts'` from the stylesheet's
// folder; a pass that arrives without the file name would fall back to the working directory,
// fail to find the config and print an error. The same folder as the fallback keeps it quiet.
const config = {
  plugins: { '@tailwindcss/postcss': { base: join(process.cwd(), 'app') } },
};

export default config;
