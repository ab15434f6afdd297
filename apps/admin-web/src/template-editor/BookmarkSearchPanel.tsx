/**
 * Bookmark search and association (spec 02 §4): search the catalogue from 3 characters (300 ms
 * after typing stops), tick bookmarks, choose the category or sub-category, add them at the end.
 * Elements other templates share can be brought in the same way.
 */
import {
  Button,
  Checkbox,
  Card,
  CardContent,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { BOOKMARK_SEARCH_MIN, Routes, type BookmarkSearchHit, type SharedElements, type TemplateForm } from '@dental/contracts';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useTemplateCall } from '../templates/templateCalls';

export const BookmarkSearchPanel = ({ template, onAdded }: { template: TemplateForm; onAdded: () => void }) => {
  const run = useTemplateCall();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [hits, setHits] = useState<BookmarkSearchHit[]>([]);
  const [picked, setPicked] = useState<string[]>([]);
  const [shared, setShared] = useState<SharedElements[]>([]);
  const [pickedShared, setPickedShared] = useState<string[]>([]);
  const [target, setTarget] = useState('');

  const targets = template.content.flatMap((s) => [
    { value: `section:${s._id}`, label: s.categoryName },
    ...s.items
      .filter((i) => i.type === 'subsection')
      .map((i) => ({ value: `subsection:${i._id}`, label: `${s.categoryName} / ${'label' in i ? i.label : ''}` })),
  ]);

  useEffect(() => {
    if (text.trim().length < BOOKMARK_SEARCH_MIN) {
      setHits([]);
      return;
    }
    const timer = setTimeout(() => {
      void run(Routes.searchBookmarks, { query: { value: text.trim() } }).then((answer) => setHits(answer ?? []));
    }, 300);
    return () => clearTimeout(timer);
  }, [text, run]);

  useEffect(() => {
    void run(Routes.sharedElements, {}).then((answer) => setShared((answer ?? []).filter((s) => s.templateId !== template._id)));
  }, [run, template._id]);

  const used = new Set(
    template.content.flatMap((s) => s.items.flatMap((i) => (i.type === 'subsection' ? i.items.map((f) => f.bookmark) : [i.bookmark]))),
  );

  const add = async () => {
    if (!target) {
      notify('Please choose the category or sub category to add the bookmarks to', { type: 'warning' });
      return;
    }
    if (picked.length + pickedShared.length === 0) {
      notify('Please select at least one Bookmark', { type: 'warning' });
      return;
    }
    const [type, id] = target.split(':');
    const added = await run(
      Routes.storePlacements,
      { body: { templateId: template._id, id, type, bookmarks: picked, sharedElements: pickedShared } },
      'Bookmarks added',
    );
    if (added) {
      setPicked([]);
      setPickedShared([]);
      onAdded();
    }
  };

  const toggle = (list: string[], id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="subtitle1">Bookmarks</Typography>
          <TextField
            size="small"
            label="Search bookmarks"
            value={text}
            onChange={(e) => setText(e.target.value)}
            helperText={
              text.trim().length > 0 && text.trim().length < BOOKMARK_SEARCH_MIN ? `Type at least ${BOOKMARK_SEARCH_MIN} characters` : ' '
            }
            slotProps={{ htmlInput: { 'data-testid': 'bookmark-search' } }}
          />
          <List dense sx={{ maxHeight: 260, overflow: 'auto' }}>
            {hits.map((h) => (
              <ListItemButton
                key={h._id}
                disabled={used.has(h.bookmark)}
                onClick={() => setPicked(toggle(picked, h._id))}
                data-testid={`search-hit-${h.bookmark}`}
              >
                <ListItemIcon>
                  <Checkbox edge="start" size="small" checked={picked.includes(h._id)} tabIndex={-1} />
                </ListItemIcon>
                <ListItemText
                  primary={h.label}
                  secondary={`${h.bookmark} · ${h.elementType}${used.has(h.bookmark) ? ' · already in this template' : ''}`}
                />
              </ListItemButton>
            ))}
          </List>
          {shared.length > 0 && (
            <>
              <Typography variant="subtitle2">Shared elements</Typography>
              <List dense sx={{ maxHeight: 200, overflow: 'auto' }}>
                {shared.flatMap((s) =>
                  s.elements.map((e) => (
                    <ListItemButton
                      key={e._id}
                      disabled={used.has(e.bookmark)}
                      onClick={() => setPickedShared(toggle(pickedShared, e._id))}
                    >
                      <ListItemIcon>
                        <Checkbox edge="start" size="small" checked={pickedShared.includes(e._id)} tabIndex={-1} />
                      </ListItemIcon>
                      <ListItemText primary={e.label} secondary={`${s.templateName} / ${e.categoryName}`} />
                    </ListItemButton>
                  )),
                )}
              </List>
            </>
          )}
          <TextField
            select
            size="small"
            label="Add to"
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'bookmark-target' } as object } }}
          >
            {targets.map((t) => (
              <MenuItem key={t.value} value={t.value} data-testid={`target-${t.label}`}>
                {t.label}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={add} data-testid="bookmark-add">
            Add bookmarks
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
