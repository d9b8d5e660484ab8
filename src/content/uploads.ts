// Where uploaded and generated media files live: written by content (the demo's images, uploads), served by the server.
import { join } from 'node:path';

export const UPLOADS_DIR = join(process.cwd(), 'data', 'uploads');
