import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { errorMessage } from '../../../api/client';
import { uploadImage } from '../api/upload-image';
import { adminTexts } from '../texts';
import { ADMIN_IMAGE_MAX_BYTES, ADMIN_IMAGE_TYPES } from '../../../../contract/admin-limits';

interface ImageFieldProps {
  url: string;
  alt: string;
  error?: string;
  onUploaded: (url: string) => void;
}

const accepted: readonly string[] = ADMIN_IMAGE_TYPES;

/**
 * The product image: chosen from the device, checked for its type and size at once (no upload
 * of a file the server would refuse), uploaded, and shown as it will be served.
 */
export function ImageField({ url, alt, error, onUploaded }: ImageFieldProps) {
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error ?? null;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The browser's word for the type comes from the file's name; the server decodes the bytes.
    if (!accepted.includes(file.type)) return setProblem(adminTexts.imageNotAPicture);
    if (file.size > ADMIN_IMAGE_MAX_BYTES) return setProblem(adminTexts.imageTooLarge);
    setProblem(null);
    setUploading(true);
    try {
      onUploaded(await uploadImage(file));
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setUploading(false);
    }
  }

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, fontSize: '0.875rem', mb: 0.5 }}>
        {adminTexts.image}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {url && (
          <Box
            component="img"
            src={url}
            alt={alt}
            width={72}
            height={72}
            sx={{ objectFit: 'cover', borderRadius: '12px', bgcolor: 'primary.light' }}
          />
        )}
        <Button
          variant="outlined"
          disabled={uploading}
          aria-describedby={messageId}
          onClick={() => input.current?.click()}
          sx={{ minHeight: 44 }}
        >
          {uploading
            ? adminTexts.uploading
            : url
              ? adminTexts.replaceImage
              : adminTexts.uploadImage}
        </Button>
        {/* The button opens the device's file chooser; the input itself is never shown or focused. */}
        <input
          ref={input}
          type="file"
          hidden
          accept={ADMIN_IMAGE_TYPES.join(',')}
          onChange={(event) => void choose(event)}
        />
      </Box>
      <Typography
        id={messageId}
        variant="body2"
        role={message ? 'alert' : undefined}
        sx={{ mt: 0.5, color: message ? 'error.main' : 'text.secondary' }}
      >
        {message ?? adminTexts.imageHelp}
      </Typography>
    </Box>
  );
}
