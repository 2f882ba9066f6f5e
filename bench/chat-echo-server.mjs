// The reference of `npm run bench:chat`: the least a Socket.IO chat relay can do. Same transport
// settings as the real gateway (websocket only, /socket.io) and the same delivery path (each
// socket joins `user:{no}`; a message is emitted once to both members' user rooms and acknowledged
// to the sender), but no session check, no validation, no database and no flood limit: the pair
// comes straight from the handshake's `auth` ({ user, peer }). Started through bench/chat-server.mjs.
import http from 'node:http';
import { Server } from 'socket.io';

const http0 = http.createServer((req, res) => {
  // The bench polls /healthz until the server listens, as it does for the real server.
  res.writeHead(req.url === '/healthz' ? 200 : 404, { 'content-type': 'application/json' });
  res.end('{"result":"success","status":"ok"}');
});
const io = new Server(http0, { path: '/socket.io', transports: ['websocket'], serveClient: false });

let counter = 0;
io.on('connection', (socket) => {
  const me = Number(socket.handshake.auth?.user);
  const peer = Number(socket.handshake.auth?.peer);
  void socket.join(`user:${me}`);
  socket.on('sendMessage', (p, ack) => {
    counter = (counter + 1) & 0xffffff;
    const doc = {
      _id: `${Math.floor(Date.now() / 1000).toString(16)}0000000000${counter.toString(16).padStart(6, '0')}`,
      roomId: p.roomId,
      body: p.body,
      createdAt: new Date().toISOString(),
      type: p.type,
      sender: { no: me, nickname: '', img: null },
      clientId: p.clientId,
      meta: null,
    };
    io.to([`user:${me}`, `user:${peer}`]).emit('addMessage', {
      result: 'success',
      _doc: doc,
      ctx: { clientId: p.clientId },
    });
    if (typeof ack === 'function') ack({ result: 'success', _doc: doc, duplicate: false });
  });
});

http0.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => {
  io.close();
  process.exit(0);
});
