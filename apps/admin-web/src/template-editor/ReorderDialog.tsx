/**
 * A reorder modal (spec 02 §4): items are dragged into place and each drop is saved at once; the
 * editor reloads the template on close when anything changed. A drop that fails is put back.
 */
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useState } from 'react';
import { moved } from '../templates/templateRules';

export interface ReorderItem {
  id: string;
  label: string;
}

export const ReorderDialog = ({
  title,
  items,
  onSave,
  onClose,
}: {
  title: string;
  items: ReorderItem[];
  /** Saves the whole new order; answers whether it was saved. */
  onSave: (ids: string[]) => Promise<boolean>;
  onClose: (changed: boolean) => void;
}) => {
  const [order, setOrder] = useState(items);
  const [dragged, setDragged] = useState<number | null>(null);
  const [changed, setChanged] = useState(false);
  const drop = async (to: number) => {
    if (dragged === null || dragged === to) return;
    const before = order;
    const next = moved(order, dragged, to);
    setOrder(next);
    setDragged(null);
    if (await onSave(next.map((i) => i.id))) setChanged(true);
    else setOrder(before);
  };
  return (
    <Dialog open onClose={() => onClose(changed)} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <List dense data-testid="reorder-list">
          {order.map((item, index) => (
            <ListItem
              key={item.id}
              draggable
              onDragStart={() => setDragged(index)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={() => void drop(index)}
              sx={{ cursor: 'grab', border: 1, borderColor: 'divider', borderRadius: 1, mb: 0.5 }}
              data-testid="reorder-item"
            >
              <ListItemIcon>
                <DragIndicatorIcon />
              </ListItemIcon>
              <ListItemText primary={`${index + 1}. ${item.label}`} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(changed)} data-testid="reorder-close">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
};
