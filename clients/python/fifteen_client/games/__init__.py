"""The games as a bot holds them (hand-written over the generated code):
``fifteen_client.engine.Engine`` makes one of each."""
