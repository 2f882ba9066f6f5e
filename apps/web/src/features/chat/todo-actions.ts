import { chatApi } from '@sidequest/shared';
import { callApi, errorMessage } from '../../lib/api';
import { type TodoMeta, useChatStore } from './store';

/**
 * The to-do panel (product-spec: "The to-do panel has an open or closed state"): the seed's
 * `todoList`, and in `todoMeta` which room it belongs to and how it loaded.
 */

const meta = () => useChatStore.getState().todoMeta;
const setMeta = (change: Partial<TodoMeta>) => useChatStore.setState({ todoMeta: { ...meta(), ...change } });

export async function loadTodos(roomId: string): Promise<void> {
  const sameRoom = meta().roomId === roomId;
  if (!sameRoom) useChatStore.setState({ todoList: [] });
  setMeta({ roomId, status: sameRoom ? meta().status : 'loading', error: null });
  try {
    const res = await callApi(chatApi.todoList, { body: { chatId: roomId } });
    // The person may have switched rooms meanwhile.
    if (meta().roomId !== roomId) return;
    useChatStore.setState({ todoList: res.todos });
    setMeta({ source: res.source, status: 'ready', error: null });
  } catch (err) {
    if (meta().roomId !== roomId) return;
    setMeta({ status: 'error', error: errorMessage(err) });
  }
}

/** `chatTodoChanged`: reload when the panel shows that room. */
export function onTodoChanged(roomId: string): Promise<void> | undefined {
  if (!useChatStore.getState().todoOpen || meta().roomId !== roomId) return undefined;
  return loadTodos(roomId);
}

export async function addTodo(roomId: string, title: string, assigneeNo: number | null): Promise<void> {
  await callApi(chatApi.todoAdd, { body: { chatId: roomId, title, assignee_no: assigneeNo } });
  await loadTodos(roomId);
}

export async function updateTodo(
  roomId: string,
  todoNo: number,
  change: { done?: boolean; assignee_no?: number | null },
): Promise<void> {
  const res = await callApi(chatApi.todoUpdate, { body: { chatId: roomId, todo_no: todoNo, ...change } });
  const { todoList } = useChatStore.getState();
  useChatStore.setState({ todoList: todoList.map((t) => (t.TODO_NO === todoNo ? res.todo : t)) });
}
