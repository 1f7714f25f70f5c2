// Layout files: JSON documents describing layouts.
