/** The home carousel's banners: image (uploaded), alternative text, order; add, remove, move. */
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { format, useMessages } from '../../../../lib/i18n';
import { ImageUploadField } from '../../../../ui/image-upload-field';
import { siteMessages } from '../messages';
import { type BannerRow, rowKey } from '../site-draft';

const MAX_BANNERS = 10;

function moved<T>(rows: T[], from: number, to: number): T[] {
  const next = [...rows];
  const [row] = next.splice(from, 1);
  if (row !== undefined) next.splice(to, 0, row);
  return next;
}

export interface BannerListEditorProps {
  banners: BannerRow[];
  onChange: (banners: BannerRow[]) => void;
  maxBytes: number;
  error?: string;
}

export function BannerListEditor({ banners, onChange, maxBytes, error }: BannerListEditorProps) {
  const t = useMessages(siteMessages);
  const update = (index: number, change: Partial<BannerRow>) =>
    onChange(banners.map((banner, i) => (i === index ? { ...banner, ...change } : banner)));
  return (
    <Stack spacing={2}>
      {banners.length === 0 && <Typography color="text.secondary">{t.noBanners}</Typography>}
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t.banners}>
        {banners.map((banner, index) => {
          const n = index + 1;
          return (
            <Paper component="li" key={banner.key} variant="outlined" sx={{ p: 2 }} data-testid="banner-row">
              <Stack spacing={2}>
                <ImageUploadField
                  name={`banners.${index}.url`}
                  label={format(t.bannerImage, { n })}
                  value={banner.url || null}
                  onChange={(url) => update(index, { url: url ?? '' })}
                  maxBytes={maxBytes}
                  previewHeight={80}
                />
                <TextField
                  size="small"
                  label={format(t.bannerAlt, { n })}
                  value={banner.alt}
                  onChange={(event) => update(index, { alt: event.target.value })}
                  slotProps={{ htmlInput: { maxLength: 100 } }}
                />
                <Stack direction="row" spacing={1}>
                  <IconButton
                    aria-label={format(t.moveUp, { n })}
                    disabled={index === 0}
                    onClick={() => onChange(moved(banners, index, index - 1))}
                  >
                    <span aria-hidden>↑</span>
                  </IconButton>
                  <IconButton
                    aria-label={format(t.moveDown, { n })}
                    disabled={index === banners.length - 1}
                    onClick={() => onChange(moved(banners, index, index + 1))}
                  >
                    <span aria-hidden>↓</span>
                  </IconButton>
                  <Button color="error" onClick={() => onChange(banners.filter((_, i) => i !== index))}>
                    {format(t.removeBanner, { n })}
                  </Button>
                </Stack>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
      <div>
        <Button
          variant="outlined"
          disabled={banners.length >= MAX_BANNERS}
          onClick={() => onChange([...banners, { key: rowKey(), url: '', alt: '' }])}
        >
          {t.addBanner}
        </Button>
      </div>
    </Stack>
  );
}
