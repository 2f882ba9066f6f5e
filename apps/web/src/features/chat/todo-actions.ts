import { chatApi } from '@sidequest/shared';
import { create } from 'zustand';
import { useUserStore } from '../../app/store';
import { callApi, errorMessage } from '../../lib/api';

/**
 * The to-do panel (product-spec: "The to-do panel has an open or closed state"). The list itself
 * is the seed's `todoList` in the user store; which room it belongs to and how it loaded is here.
 */
interface TodoMeta {
  roomId: string | null;
  source: 'project' | 'room';
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
}

export const useTodoMeta = create<TodoMeta>()(() => ({
  roomId: null,
  source: 'room',
  status: 'idle',
  error: null,
}));

export async function loadTodos(roomId: string): Promise<void> {
  const sameRoom = useTodoMeta.getState().roomId === roomId;
  if (!sameRoom) useUserStore.getState().setTodoList([]);
  useTodoMeta.setState({ roomId, status: sameRoom ? useTodoMeta.getState().status : 'loading', error: null });
  try {
    const res = await callApi(chatApi.todoList, { body: { chatId: roomId } });
    // The person may have switched rooms meanwhile.
    if (useTodoMeta.getState().roomId !== roomId) return;
    useUserStore.getState().setTodoList(res.todos);
    useTodoMeta.setState({ source: res.source, status: 'ready', error: null });
  } catch (err) {
    if (useTodoMeta.getState().roomId !== roomId) return;
    useTodoMeta.setState({ status: 'error', error: errorMessage(err) });
  }
}

/** `chatTodoChanged`: reload when the panel shows that room. */
export function onTodoChanged(roomId: string): Promise<void> | undefined {
  const s = useUserStore.getState();
  if (!s.todoOpen || useTodoMeta.getState().roomId !== roomId) return undefined;
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
  const s = useUserStore.getState();
  s.setTodoList(s.todoList.map((t) => (t.TODO_NO === todoNo ? res.todo : t)));
}
