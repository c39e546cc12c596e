import { readFile } from 'node:fs/promises';
import { mediaFilePath, mediaFiles, mediaType } from '@/lib/content/images.mjs';

// The files the image pipeline made from content/images/, written to out/media/ by the static
// export and served by `next dev` from the same place. Names carry content hashes.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return mediaFiles().map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (!mediaFiles().includes(file)) return new Response('Not found', { status: 404 });
  return new Response(await readFile(mediaFilePath(file)), {
    headers: { 'Content-Type': mediaType(file) },
  });
}
