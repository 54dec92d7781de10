// After `npm install`: one line naming the Node npm ran on and the project's, when npm ran on an older Node.
import { engineNote } from "./engine-note";

const note = engineNote(process.env.npm_config_user_agent);
if (note) console.log(`\n${note}\n`);
