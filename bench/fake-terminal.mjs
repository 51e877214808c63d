// Just enough of a TTY for Ink: a 120x40 stdout that counts what is written, and a silent stdin.
import {EventEmitter} from 'node:events';

export class FakeStdout extends EventEmitter {
	columns = 120;
	rows = 40;
	isTTY = true;
	bytes = 0;
	writes = 0;
	write(data) {
		this.bytes += Buffer.byteLength(data);
		this.writes++;
		return true;
	}
}

export class FakeStdin extends EventEmitter {
	isTTY = true;
	setRawMode() {}
	setEncoding() {}
	read() {
		return null;
	}
	ref() {}
	unref() {}
	resume() {}
	pause() {}
}
