import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import {
  ADMIN_IMAGE_MAX_BYTES,
  ADMIN_IMAGE_TYPES,
  PRODUCT_MAX_PICTURES,
} from '../../../../contract/admin-limits';
import { errorMessage } from '../../../api/client';
import { uploadImage } from '../api/upload-image';
import { adminTexts } from '../texts';

interface PicturesFieldProps {
  /** The pictures in order; the first is the card picture. */
  urls: string[];
  productName: string;
  error?: string;
  onChange: (urls: string[]) => void;
}

const accepted: readonly string[] = ADMIN_IMAGE_TYPES;

/** Why a chosen file would be refused, checked before any upload; null when it may go. */
function fileProblem(file: File): string | null {
  // The browser's word for the type comes from the file's name; the server decodes the bytes.
  if (!accepted.includes(file.type)) return adminTexts.imageNotAPicture;
  if (file.size > ADMIN_IMAGE_MAX_BYTES) return adminTexts.imageTooLarge;
  return null;
}

/** `urls` with the picture at `from` moved to `to`. */
function moved(urls: string[], from: number, to: number): string[] {
  const next = [...urls];
  const [picture] = next.splice(from, 1);
  if (picture !== undefined) next.splice(to, 0, picture);
  return next;
}

/**
 * Uploads the files a merchant picked, each checked for its type and size first, and adds them
 * after `urls`; the problem to show, if any.
 */
function usePictureUploads(urls: string[], onChange: (urls: string[]) => void) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const refused = files.map(fileProblem).find((found) => found !== null);
    if (refused) return setProblem(refused);
    if (urls.length + files.length > PRODUCT_MAX_PICTURES)
      return setProblem(adminTexts.tooManyPictures(PRODUCT_MAX_PICTURES));
    setProblem(null);
    setUploading(true);
    const uploaded: string[] = [];
    try {
      for (const file of files) uploaded.push(await uploadImage(file));
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setUploading(false);
      if (uploaded.length > 0) onChange([...urls, ...uploaded]);
    }
  }
  return { uploading, problem, choose };
}

/**
 * The product's pictures: uploaded from the device (several at once), put in order with Earlier
 * and Later, removed with Remove. The first is the card picture. Each file is checked for its
 * type and size at once, so nothing the server would refuse is uploaded.
 */
export function PicturesField({ urls, productName, error, onChange }: PicturesFieldProps) {
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { uploading, problem, choose } = usePictureUploads(urls, onChange);
  const message = problem ?? error ?? null;
  const full = urls.length >= PRODUCT_MAX_PICTURES;

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, fontSize: '0.875rem', mb: 0.5 }}>
        {adminTexts.pictures}
      </Typography>
      <PictureList urls={urls} productName={productName} disabled={uploading} onChange={onChange} />
      <Button
        variant="outlined"
        disabled={uploading || full}
        aria-describedby={messageId}
        onClick={() => input.current?.click()}
        sx={{ minHeight: 44 }}
      >
        {uploading
          ? adminTexts.uploading
          : urls.length === 0
            ? adminTexts.uploadImage
            : adminTexts.addPicture}
      </Button>
      {/* The button opens the device's file chooser; the input itself is never shown or focused. */}
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={ADMIN_IMAGE_TYPES.join(',')}
        onChange={(event) => void choose(event)}
      />
      <Typography
        id={messageId}
        variant="body2"
        role={message ? 'alert' : undefined}
        sx={{ mt: 0.5, color: message ? 'error.main' : 'text.secondary' }}
      >
        {message ?? adminTexts.picturesHelp(PRODUCT_MAX_PICTURES)}
      </Typography>
    </Box>
  );
}

interface PictureListProps {
  urls: string[];
  productName: string;
  disabled: boolean;
  onChange: (urls: string[]) => void;
}

/** The pictures in order, each with its buttons; nothing before the first upload. */
function PictureList({ urls, productName, disabled, onChange }: PictureListProps) {
  if (urls.length === 0) return null;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, mb: 1.5, p: 0, display: 'grid', gap: 1 }}>
      {urls.map((url, index) => (
        <PictureRow
          key={url}
          url={url}
          index={index}
          count={urls.length}
          productName={productName}
          disabled={disabled}
          onMove={(to) => onChange(moved(urls, index, to))}
          onRemove={() => onChange(urls.filter((_, at) => at !== index))}
        />
      ))}
    </Box>
  );
}

interface PictureRowProps {
  url: string;
  index: number;
  count: number;
  productName: string;
  disabled: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One picture: its thumbnail, what it is (the card picture, or its number), and its buttons. */
function PictureRow({
  url,
  index,
  count,
  productName,
  disabled,
  onMove,
  onRemove,
}: PictureRowProps) {
  const n = index + 1;
  const small = { minHeight: 44, minWidth: 44, px: 1.5 };
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Box
        component="img"
        src={url}
        alt={index === 0 ? adminTexts.imageAlt(productName) : adminTexts.pictureAlt(productName, n)}
        width={72}
        height={72}
        sx={{ objectFit: 'cover', borderRadius: '12px', bgcolor: 'primary.light' }}
      />
      <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 96 }}>
        {index === 0 ? adminTexts.cardPicture : adminTexts.pictureNumber(n)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        <Button
          size="small"
          aria-label={adminTexts.movePictureEarlier(n)}
          disabled={disabled || index === 0}
          onClick={() => onMove(index - 1)}
          sx={small}
        >
          ↑
        </Button>
        <Button
          size="small"
          aria-label={adminTexts.movePictureLater(n)}
          disabled={disabled || index === count - 1}
          onClick={() => onMove(index + 1)}
          sx={small}
        >
          ↓
        </Button>
        <Button
          size="small"
          color="error"
          aria-label={adminTexts.removePicture(n)}
          disabled={disabled}
          onClick={onRemove}
          sx={small}
        >
          {adminTexts.remove}
        </Button>
      </Box>
    </Box>
  );
}
