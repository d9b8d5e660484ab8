// Setting keys carry device suffixes (`padding_tablet`); the base key names the setting.
import { DEVICES } from '../model/breakpoints.ts';

const SUFFIXES = DEVICES.filter((d) => d !== 'desktop').map((d) => `_${d}`);

export function baseSettingKey(key: string): string {
  for (const suffix of SUFFIXES) if (key.endsWith(suffix)) return key.slice(0, -suffix.length);
  return key;
}
