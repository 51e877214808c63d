// Just enough of a TTY for Ink: a 120x40 stdout that counts what is written, and a stdin to type into.
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
	#keys = null;
	/** Ink reads on 'readable'. */
	type(keys) {
		this.#keys = keys;
		this.emit('readable');
	}
	setRawMode() {}
	setEncoding() {}
	read() {
		const keys = this.#keys;
		this.#keys = null;
		return keys;
	}
	ref() {}
	unref() {}
	resume() {}
	pause() {}
}
