/**
 * Stored images (school logo, student photo) are served to signed-in callers only, so they are
 * read with the bearer token and kept as data URLs: the sheet shows them and the PDF embeds them.
 */
export async function imageData(url: string | null, token: string | null): Promise<string | null> {
  if (!url) return null;
  if (url.startsWith('data:')) return url;
  try {
    const answer = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (!answer.ok) return null;
    const blob = await answer.blob();
    if (!blob.type.startsWith('image/')) return null;
    return await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(blob);
    });
  } catch {
    return null;
  }
}
