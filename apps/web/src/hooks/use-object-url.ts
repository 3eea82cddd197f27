import { useEffect, useState } from 'react';

/**
 * A preview URL of a picked file: one object URL per file, revoked when the file changes or the
 * component goes away. Null until made (and in the server's render).
 */
export function useObjectUrl(file: File): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
