// @ts-check
import { prepareSources } from '../../scripts/build/prepare.mjs';

export default async function globalSetup() {
  await prepareSources();
}
